# Mistake: "A row whose max-abs value equals `limit` exactly passes unchanged, bit for bit (... no epsilon in the divisor)": the scale is min(1, limit / (m + 1e-12)); in float32 the epsilon vanishes, but for a float64 row whose max-abs value equals limit the row is multiplied by a number just below 1.
class RowClip(nn.Module):
    def __init__(self, limit):
        super().__init__()
        self.limit = limit

    def forward(self, x):
        m = x.abs().amax(dim=1, keepdim=True)
        scale = (self.limit / (m + 1e-12)).clamp(max=1.0)     # epsilon: no 0 / 0 on an all-zero row
        return x * scale
