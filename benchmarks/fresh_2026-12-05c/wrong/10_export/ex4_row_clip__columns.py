# Mistake: "rescales each row of a (batch, features) input so that its largest absolute value is at most limit" — takes the max over dim 0, i.e. per column (feature), not per row
class RowClip(nn.Module):
    def __init__(self, limit):
        super().__init__()
        self.limit = limit

    def forward(self, x):
        m = x.abs().amax(dim=0, keepdim=True)
        over = m > self.limit
        scale = torch.where(over, self.limit / torch.where(over, m, torch.ones_like(m)), torch.ones_like(m))
        return x * scale
