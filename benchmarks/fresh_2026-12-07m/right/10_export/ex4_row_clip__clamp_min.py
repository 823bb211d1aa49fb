# Right: computes the factor as limit / m.clamp(min=limit) (exactly 1 for rows within the limit, finite gradient for zero rows) with max(...).values over dim 1 instead of amax.
class RowClip(nn.Module):
    def __init__(self, limit):
        super().__init__()
        self.limit = limit

    def forward(self, x):
        m = x.abs().max(dim=1, keepdim=True).values
        factor = self.limit / torch.clamp(m, min=self.limit)
        return x * factor
