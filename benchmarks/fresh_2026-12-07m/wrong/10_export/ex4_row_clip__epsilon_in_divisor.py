# Mistake: "A row whose max-abs value equals `limit` exactly passes unchanged, bit for bit (as `torch.equal` compares: no epsilon in the divisor ...)": the scale is limit / (m + 1e-12), which in float64 is slightly below 1 for a row whose max-abs value is exactly limit = 1.0, so that row is changed (in float32 the epsilon vanishes, which is all the visible test sees).
class RowClip(nn.Module):
    def __init__(self, limit):
        super().__init__()
        self.limit = limit

    def forward(self, x):
        m = x.abs().amax(dim=1, keepdim=True)
        scale = torch.clamp(self.limit / (m + 1e-12), max=1.0)     # epsilon: no 0 / 0 for all-zero rows
        return x * scale
