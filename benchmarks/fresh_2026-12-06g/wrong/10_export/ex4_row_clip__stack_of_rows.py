# Mistake: "(float32 or float64, any batch size, one row or none included, any memory layout)" — no branch on values, but a Python loop over the rows joined with torch.stack: an empty batch (N = 0) makes torch.stack([]) raise, and an exported program is unrolled for the example's number of rows
class RowClip(nn.Module):
    def __init__(self, limit):
        super().__init__()
        self.limit = limit

    def forward(self, x):
        rows = []
        for row in x.unbind(0):
            m = row.abs().amax()
            rows.append(row * torch.clamp(self.limit / torch.clamp(m, min=self.limit), max=1.0))
        return torch.stack(rows)
