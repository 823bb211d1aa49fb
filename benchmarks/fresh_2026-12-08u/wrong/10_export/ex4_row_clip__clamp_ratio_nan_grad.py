# Mistake: "the gradient reaching the input is that of the formula, finite everywhere (an all-zero row included: no NaN in its gradient either)" — min(1, limit / m) written as (limit / m).clamp(max=1): values are right (inf clamps to 1), but for an all-zero row the backward multiplies clamp's zero by d(limit/m)/dm = -inf, giving NaN in the input's gradient.
class RowClip(nn.Module):
    def __init__(self, limit):
        super().__init__()
        self.limit = limit

    def forward(self, x):
        m = x.abs().amax(dim=1, keepdim=True)
        return x * (self.limit / m).clamp(max=1.0)
