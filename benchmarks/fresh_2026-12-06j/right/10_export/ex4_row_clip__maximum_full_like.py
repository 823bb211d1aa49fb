# Right: the guarded denominator is built with torch.maximum against a full_like tensor of the limit (same dtype and device as m), instead of clamp(min=limit).
class RowClip(nn.Module):
    def __init__(self, limit):
        super().__init__()
        self.limit = limit

    def forward(self, x):
        row_max = x.abs().amax(dim=-1, keepdim=True)
        denominator = torch.maximum(row_max, torch.full_like(row_max, self.limit))
        return x * (self.limit / denominator)
