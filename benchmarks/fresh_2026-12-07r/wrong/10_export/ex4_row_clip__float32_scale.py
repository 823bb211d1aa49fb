# Mistake: "The output has the input's shape and dtype (float32 or float64 ...)" compared "within the dtype's rounding" -- computes the per-row factor in float32 (.float()), so a float64 row above the limit is scaled by a factor rounded to float32 (error ~1e-8, far above float64 rounding).
class RowClip(nn.Module):
    def __init__(self, limit):
        super().__init__()
        self.limit = limit

    def forward(self, x):
        m = x.abs().amax(dim=1, keepdim=True).float()
        scale = self.limit / m.clamp(min=self.limit)
        return (x * scale).to(x.dtype)
