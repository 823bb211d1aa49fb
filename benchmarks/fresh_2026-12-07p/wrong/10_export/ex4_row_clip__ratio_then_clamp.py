# Mistake: "the gradient reaching the input is that of the formula, finite everywhere (an all-zero row included: no NaN in its gradient either)": the factor is computed as (limit / m).clamp(max=1); the forward is fine (an all-zero row gives inf, clamped to 1), but the backward multiplies clamp's zero gradient by d(limit/m)/dm = -inf at m = 0, so an all-zero row that requires grad gets NaN in its gradient.
class RowClip(nn.Module):
    def __init__(self, limit):
        super().__init__()
        self.limit = limit

    def forward(self, x):
        m = x.abs().amax(dim=1, keepdim=True)
        return x * (self.limit / m).clamp(max=1.0)
