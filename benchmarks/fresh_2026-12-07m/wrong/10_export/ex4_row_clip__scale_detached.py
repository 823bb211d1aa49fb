# Mistake: "the backward pass goes through the whole formula `y = x * min(1, limit / m)`, `m` included (`m` depends on `x` too: do not detach it)": the row maximum is computed from x.detach(), so the gradient reaching x misses the term through m for rows above the limit (values and export are right, which is all the visible test checks).
class RowClip(nn.Module):
    def __init__(self, limit):
        super().__init__()
        self.limit = limit

    def forward(self, x):
        m = x.detach().abs().amax(dim=1, keepdim=True)       # the scale is a constant per row
        return x * (self.limit / m.clamp(min=self.limit))
