# Diagnosis: input-modified
# Pitfall: takes abs_() in place to save memory: the caller's input loses its signs.
class RowClip(nn.Module):
    def __init__(self, limit):
        super().__init__()
        self.limit = limit

    def forward(self, x):
        sign = x.sign()
        largest = x.abs_().amax(dim=1, keepdim=True)
        return sign * x * (self.limit / largest.clamp(min=self.limit))
