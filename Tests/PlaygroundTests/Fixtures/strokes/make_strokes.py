#!/usr/bin/env python3
"""Writes strokes.json: hand-drawn-like strokes for the circle recognizer's tests, with a fixed seed.

Circles as people really draw them (sizes 30 to 300 points; ellipses and eggs; 0.83 to 1.8 turns, so gaps
of up to half their size and overshoots; fast ones of 0.9 to 1.4 turns with a gap of up to a third of their
size; fingers going round two or three times about one centre; stretched on one axis as touch tablets do;
wobble, tremble and uneven speed; hooks where the pen or finger lands and lifts, in the first and last few
percent of the stroke) and the shapes the same people draw that are not circles, with their own hooks: rectangles (sharp and rounded),
triangles (sharp and rounded), five-pointed stars, arrows, check marks, brackets, braces, carets, V, zigzags,
pigtails with one small loop and X drawn in one stroke. The thresholds were tuned on other seeds (the
recognizer never saw these strokes), so the test's recall and false positives are honest figures.

Usage: make_strokes.py [SEED] > strokes.json
"""
import json, sys
import math, random
def resample_param(n, speedvar, rnd):
    # non-uniform sampling in [0,1]: speed varies along the stroke
    w=[1+speedvar*math.sin(2*math.pi*(i/n)*rnd.uniform(0.5,2)+rnd.uniform(0,6)) for i in range(n)]
    w=[max(0.2,x) for x in w]; s=sum(w); acc=0; out=[0.0]
    for x in w: acc+=x; out.append(acc/s)
    return out
def hooked(pts, rnd):
    """Adds the hooks real strokes have where they land and lift: a short flick (2 to 6 % of the stroke's
    length, at most an eighth of its size) at a sharp angle to the stroke's direction, at the start, the end,
    both or neither."""
    if len(pts) < 4: return pts
    length=sum(math.dist(a,b) for a,b in zip(pts,pts[1:]))
    xs=[p[0] for p in pts]; ys=[p[1] for p in pts]
    extent=math.hypot(max(xs)-min(xs), max(ys)-min(ys))
    def hook(end, inner):
        d=(end[0]-inner[0], end[1]-inner[1]); n=math.hypot(*d) or 1
        ang=math.atan2(d[1],d[0])+rnd.choice([1,-1])*rnd.uniform(0.6,2.6)
        size=min(length*rnd.uniform(0.02,0.06), extent*0.12); k=rnd.randint(2,5)
        return [(end[0]+math.cos(ang)*size*i/k, end[1]+math.sin(ang)*size*i/k) for i in range(1,k+1)]
    out=list(pts)
    if rnd.random()<0.6: out=hook(pts[0],pts[2])[::-1]+out
    if rnd.random()<0.6: out=out+hook(pts[-1],pts[-3])
    return out
def circle(rnd):
    kind=rnd.random()
    if kind<0.12: return hooked(finger_loops(rnd),rnd)
    if kind<0.3: return hooked(fast_circle(rnd),rnd)
    return hooked(drawn_circle(rnd),rnd)
def finger_loops(rnd):
    # a finger going round two or three times about one centre, each loop a little off the last
    R=rnd.uniform(40,250); cx,cy=rnd.uniform(350,650),rnd.uniform(350,650)
    turns=rnd.uniform(1.9,3.1); cw=rnd.choice([1,-1]); start=rnd.uniform(0,2*math.pi)
    aspect=rnd.choice([1,rnd.uniform(1,1.3)]); tilt=rnd.uniform(0,math.pi)
    drift=(rnd.uniform(-0.1,0.1)*R, rnd.uniform(-0.1,0.1)*R); grow=rnd.uniform(-0.12,0.12)
    n=rnd.randint(60,260); pts=[]
    for f in resample_param(n, rnd.uniform(0,0.5), rnd):
        a=start+cw*2*math.pi*turns*f; r=R*(1+grow*f+0.04*math.sin(3*a))
        x=r*math.cos(a); y=r*math.sin(a)/aspect
        X=x*math.cos(tilt)-y*math.sin(tilt)+drift[0]*f; Y=x*math.sin(tilt)+y*math.cos(tilt)+drift[1]*f
        pts.append((cx+X+rnd.uniform(-1.5,1.5), cy+Y+rnd.uniform(-1.5,1.5)))
    return pts
def fast_circle(rnd):
    # quick: 0.9 to 1.4 turns, the radius closing in or opening out, a gap of up to a third of its size
    R=rnd.uniform(30,220); cx,cy=rnd.uniform(350,650),rnd.uniform(350,650)
    turns=rnd.uniform(0.9,1.4); cw=rnd.choice([1,-1]); start=rnd.uniform(0,2*math.pi)
    aspect=rnd.uniform(1,1.5); tilt=rnd.uniform(0,math.pi); spiral=rnd.uniform(-0.3,0.3)
    n=rnd.randint(12,60); pts=[]
    for f in resample_param(n, rnd.uniform(0.2,0.8), rnd):
        a=start+cw*2*math.pi*turns*f; r=R*(1+spiral*f)
        x=r*math.cos(a); y=r*math.sin(a)/aspect
        X=x*math.cos(tilt)-y*math.sin(tilt); Y=x*math.sin(tilt)+y*math.cos(tilt)
        pts.append((cx+X+rnd.uniform(-1,1), cy+Y+rnd.uniform(-1,1)))
    return pts
def drawn_circle(rnd):
    R=rnd.uniform(30,300); cx,cy=rnd.uniform(350,650),rnd.uniform(350,650)
    aspect=rnd.choice([1,1,rnd.uniform(1,1.35),rnd.uniform(1.2,1.7)])
    egg=rnd.choice([0,0,rnd.uniform(0,0.25)])
    tilt=rnd.uniform(0,math.pi); start=rnd.uniform(0,2*math.pi); cw=rnd.choice([1,-1])
    kind=rnd.random()
    if kind<0.35: turns=rnd.uniform(0.92,1.1)
    elif kind<0.65: turns=rnd.uniform(1.1,1.5)
    elif kind<0.75: turns=rnd.uniform(1.5,1.8)
    else: turns=rnd.uniform(0.83,0.95)  # gap: up to about half the size
    wob=rnd.uniform(0,0.08); drift=rnd.uniform(-0.12,0.12)
    n=rnd.randint(20,150); ph=rnd.uniform(0,6); ph2=rnd.uniform(0,6)
    stretch=rnd.choice([1,1,rnd.uniform(1,1.4)]); sx=rnd.random()<0.5
    pts=[]
    for f in resample_param(n, rnd.uniform(0,0.6), rnd):
        a=start+cw*2*math.pi*turns*f
        r=R*(1+wob*math.sin(2*a+ph)+0.5*wob*math.sin(3*a+ph2))*(1+drift*f)
        x=r*math.cos(a); y=r*math.sin(a)/aspect
        if egg: x*= (1+egg*math.sin(a)) 
        X=x*math.cos(tilt)-y*math.sin(tilt); Y=x*math.sin(tilt)+y*math.cos(tilt)
        if stretch!=1:
            if sx: X*=stretch
            else: Y*=stretch
        pts.append((cx+X+rnd.uniform(-1,1), cy+Y+rnd.uniform(-1,1)))
    return pts
def poly(verts, rnd, n=None, jitter=0.0, rounding=0.0):
    # stroke through vertices with hand wobble
    segs=list(zip(verts,verts[1:])); L=[math.dist(a,b) for a,b in segs]; T=sum(L)
    n=n or rnd.randint(25,150); out=[]
    for f in resample_param(n, rnd.uniform(0,0.5), rnd):
        d=f*T; i=0
        while i<len(L)-1 and d>L[i]: d-=L[i]; i+=1
        a,b=segs[i]; t=min(1,d/L[i]) if L[i]>0 else 0
        out.append((a[0]+(b[0]-a[0])*t+rnd.uniform(-jitter,jitter), a[1]+(b[1]-a[1])*t+rnd.uniform(-jitter,jitter)))
    return out
def xform(pts, rnd, size=None, jitter=1.5):
    s=size or rnd.uniform(60,500); ang=rnd.uniform(-0.4,0.4); cx,cy=rnd.uniform(300,700),rnd.uniform(300,700)
    wob=rnd.uniform(0,0.03); ph=rnd.uniform(0,6)
    out=[]
    for i,(x,y) in enumerate(pts):
        X=x*s*(1+wob*math.sin(i*0.3+ph)); Y=y*s*(1+wob*math.cos(i*0.25+ph))
        out.append((cx+X*math.cos(ang)-Y*math.sin(ang)+rnd.uniform(-jitter,jitter), cy+X*math.sin(ang)+Y*math.cos(ang)+rnd.uniform(-jitter,jitter)))
    return out
def rect(rnd):
    w=1; h=rnd.uniform(0.5,1.0); st=rnd.randint(0,3)
    c=[(-w/2,-h/2),(w/2,-h/2),(w/2,h/2),(-w/2,h/2)]; c=c[st:]+c[:st]; over=rnd.uniform(0,0.3)
    c=c+[c[0],(c[0][0]+(c[1][0]-c[0][0])*over, c[0][1]+(c[1][1]-c[0][1])*over)]
    if rnd.random()<0.5: c=c[::-1]
    return xform(poly(c,rnd),rnd)
def triangle(rnd):
    c=[(0,-0.5),(0.5,0.4),(-0.5,0.4)]; st=rnd.randint(0,2); c=c[st:]+c[:st]; c=c+[c[0]]
    if rnd.random()<0.5: c=c[::-1]
    return xform(poly(c,rnd),rnd)
def star(rnd):
    c=[(0.5*math.cos(-math.pi/2+k*4*math.pi/5),0.5*math.sin(-math.pi/2+k*4*math.pi/5)) for k in range(6)]
    return xform(poly(c,rnd),rnd)
def arrow(rnd):
    c=[(-0.5,0),(0.5,0),(0.3,-0.15),(0.5,0),(0.3,0.15)]
    return xform(poly(c,rnd),rnd)
def check(rnd):
    return xform(poly([(-0.3,0),(-0.1,0.25),(0.4,-0.4)],rnd),rnd)
def bracket(rnd):
    return xform(poly([(0.2,-0.5),(-0.1,-0.5),(-0.1,0.5),(0.2,0.5)],rnd),rnd)
def brace(rnd):
    # { as arcs: sample a path
    pts=[]
    for i in range(41):
        t=i/40; y=-0.5+t
        x=0.15*math.cos(math.pi*2*t)*(1 if t<0.5 else 1) - 0.2*math.exp(-((t-0.5)**2)/0.002)
        pts.append((x,y))
    return xform(poly(pts,rnd),rnd)
def caret(rnd):
    return xform(poly([(-0.4,0.3),(0,-0.3),(0.4,0.3)],rnd),rnd)
def vee(rnd):
    return xform(poly([(-0.4,-0.3),(0,0.3),(0.4,-0.3)],rnd),rnd)
def zigzag(rnd):
    k=rnd.randint(3,7); return xform(poly([(-0.5+i/k, -0.15 if i%2 else 0.15) for i in range(k+1)],rnd),rnd)
def pigtail(rnd):
    # a line with one small loop in the middle
    pts=[]; L=1.0; r=rnd.uniform(0.06,0.18); cw=rnd.choice([1,-1])
    for i in range(20): pts.append((-0.5+0.5*i/20,0))
    for i in range(31):
        a=-math.pi/2+cw*2*math.pi*i/30
        pts.append((r*math.cos(a), r+r*math.sin(a)))
    for i in range(1,21): pts.append((0.5*i/20,0))
    return xform(poly(pts,rnd),rnd)
def xshape(rnd):
    # an X in one stroke: down-right, up, down-left
    return xform(poly([(-0.4,-0.4),(0.4,0.4),(0.4,-0.4),(-0.4,0.4)],rnd),rnd)
SHAPES={'rectangle':rect,'triangle':triangle,'star':star,'arrow':arrow,'check':check,'bracket':bracket,'brace':brace,
 'caret':caret,'v':vee,'zigzag':zigzag,'pigtail':pigtail,'x':xshape}
def rounded_poly(c, rnd, rr):
    # replace each interior corner with a rounded bend of relative radius rr (a quadratic Bezier)
    out=[c[0]]
    for i in range(1,len(c)-1):
        a,b,d=c[i-1],c[i],c[i+1]
        la=math.dist(a,b); ld=math.dist(d,b)
        p1=(b[0]+(a[0]-b[0])/la*rr, b[1]+(a[1]-b[1])/la*rr); p2=(b[0]+(d[0]-b[0])/ld*rr, b[1]+(d[1]-b[1])/ld*rr)
        for k in range(7):
            t=k/6
            out.append(((1-t)**2*p1[0]+2*(1-t)*t*b[0]+t*t*p2[0], (1-t)**2*p1[1]+2*(1-t)*t*b[1]+t*t*p2[1]))
    out.append(c[-1]); return out
def rect_round(rnd):
    w=1; h=rnd.uniform(0.5,1.0); st=rnd.randint(0,3)
    c=[(-w/2,-h/2),(w/2,-h/2),(w/2,h/2),(-w/2,h/2)]; c=c[st:]+c[:st]; c=c+[c[0],c[1]]
    pts=rounded_poly(c,rnd,rnd.uniform(0.05,0.2))[:-3]
    return xform(poly(pts,rnd),rnd)
def tri_round(rnd):
    c=[(0,-0.5),(0.5,0.4),(-0.5,0.4)]; st=rnd.randint(0,2); c=c[st:]+c[:st]; c=c+[c[0],c[1]]
    pts=rounded_poly(c,rnd,rnd.uniform(0.05,0.2))[:-3]
    return xform(poly(pts,rnd),rnd)
SHAPES.update({'rounded rectangle':rect_round,'rounded triangle':tri_round})


if __name__ == "__main__":
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 424242
    rnd = random.Random(seed)
    def stroke(points):
        # the stroke's duration (0.4 to 2 seconds, samples evenly spread in time) and its points, in whole points
        return {"duration": round(rnd.uniform(0.4, 2.0), 3), "points": [[round(x), round(y)] for x, y in points]}
    data = {"seed": seed, "circles": [stroke(circle(rnd)) for _ in range(300)],
            "others": {name: [stroke(hooked(make(rnd), rnd)) for _ in range(60)] for name, make in SHAPES.items()}}
    json.dump(data, sys.stdout, separators=(",", ":"))
