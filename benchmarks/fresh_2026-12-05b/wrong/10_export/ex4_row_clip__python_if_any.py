# Mistake: "Write `forward` **without Python control flow on tensor values**, so that `torch.export.export` succeeds" -- short-cuts with `if (m > limit).any():`, a Python branch on a tensor value (export fails, and a trace keeps only the example's branch).
class RowClip(nn.Module):
    def __init__(self, limit):
        super().__init__()
        self.limit = limit

    def forward(self, x):
        m = x.abs().amax(dim=1, keepdim=True)
        if not (m > self.limit).any():
            return x.clone()
        return x * (self.limit / torch.maximum(m, torch.full_like(m, self.limit)))
