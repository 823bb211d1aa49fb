# Diagnosis: scaled-small-rows
# Pitfall: an epsilon in the divisor against 0 / 0: rows exactly at the limit get scaled by limit / (limit + eps) and change.
class RowClip(nn.Module):
    def __init__(self, limit):
        super().__init__()
        self.limit = limit

    def forward(self, x):
        largest = x.abs().amax(dim=1, keepdim=True)
        return x * (self.limit / (largest + 1e-6)).clamp(max=1.0)
