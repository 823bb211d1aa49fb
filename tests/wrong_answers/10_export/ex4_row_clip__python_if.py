# Diagnosis: python-branch
# Pitfall: a Python if on tensor values: right in eager mode, refused by torch.export.
class RowClip(nn.Module):
    def __init__(self, limit):
        super().__init__()
        self.limit = limit

    def forward(self, x):
        rows = []
        for row in x:
            largest = row.abs().max()
            if largest > self.limit:
                row = row * (self.limit / largest)
            rows.append(row)
        return torch.stack(rows)
