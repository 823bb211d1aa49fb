# Right: divides by torch.maximum(m, limit) built with full_like (instead of clamp), keeping m in the graph; a row at or under the limit gets limit / limit = 1 exactly.
class RowClip(nn.Module):
    def __init__(self, limit):
        super().__init__()
        self.limit = limit

    def forward(self, x):
        m = torch.amax(torch.abs(x), dim=-1, keepdim=True)
        denom = torch.maximum(m, torch.full_like(m, self.limit))
        return x * (self.limit / denom)
