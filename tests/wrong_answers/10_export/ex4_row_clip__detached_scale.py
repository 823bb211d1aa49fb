# Diagnosis: wrong-gradient
# Pitfall: detaches the row maximum "to keep the graph simple": the values are right, the gradient of clipped rows is not.
class RowClip(nn.Module):
    def __init__(self, limit):
        super().__init__()
        self.limit = limit

    def forward(self, x):
        largest = x.abs().amax(dim=1, keepdim=True).detach()
        return x * (self.limit / largest.clamp(min=self.limit))
