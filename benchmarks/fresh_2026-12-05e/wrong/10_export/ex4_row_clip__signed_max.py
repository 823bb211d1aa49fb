# Mistake: "so that its largest absolute value is at most `limit`" — uses the row's largest value (signed max) instead of its largest absolute value, so a row whose big entries are negative is not rescaled (and a row of negatives gets a negative m)
class RowClip(nn.Module):
    def __init__(self, limit):
        super().__init__()
        self.limit = limit

    def forward(self, x):
        m = x.amax(dim=1, keepdim=True)
        over = m > self.limit
        safe = torch.where(over, m, torch.ones_like(m))
        return torch.where(over, x * (self.limit / safe), x)
