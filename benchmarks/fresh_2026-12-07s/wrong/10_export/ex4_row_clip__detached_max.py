# Mistake: "The backward pass goes through the whole formula y = x * min(1, limit / m), m included (... do not detach it)" - detaches m as "just a statistic", so the gradient reaching a clipped row of an input that requires grad misses the term through m.
class RowClip(nn.Module):
    def __init__(self, limit):
        super().__init__()
        self.limit = limit

    def forward(self, x):
        m = x.detach().abs().amax(dim=1, keepdim=True)
        return x * (self.limit / m.clamp(min=self.limit))
