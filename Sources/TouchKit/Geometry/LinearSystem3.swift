/// Three linear equations in three unknowns, solved by elimination with partial pivoting: the normal
/// equations of the least-squares fits the app makes (a circle through a stroke's points, a touchscreen's
/// calibration).
///
/// ```swift
/// LinearSystem3.solve([[2, 0, 0, 4], [0, 1, 0, 3], [0, 0, 4, 8]])   // [2, 3, 2]
/// ```
public enum LinearSystem3 {
    /// The solution of the system given as rows `[a, b, c, rhs]`; nil when it has no single one (or it is
    /// not finite).
    public static func solve(_ rows: [[Double]]) -> [Double]? {
        guard rows.count == 3, rows.allSatisfy({ $0.count == 4 }) else { return nil }
        var m = rows
        for column in 0..<3 {
            guard let pivot = (column..<3).max(by: { abs(m[$0][column]) < abs(m[$1][column]) }),
                abs(m[pivot][column]) > 1e-12
            else { return nil }
            m.swapAt(column, pivot)
            for row in 0..<3 where row != column {
                let factor = m[row][column] / m[column][column]
                for k in column..<4 { m[row][k] -= factor * m[column][k] }
            }
        }
        let result = (0..<3).map { m[$0][3] / m[$0][$0] }
        return result.allSatisfy(\.isFinite) ? result : nil
    }
}
