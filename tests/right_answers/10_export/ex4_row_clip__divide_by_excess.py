# Divides each row by how far it exceeds the limit, never less than 1.
class RowClip(nn.Module):
    def __init__(self, limit):
        super().__init__()
        self.limit = limit

    def forward(self, x):
        excess = torch.max(x.abs(), dim=1, keepdim=True).values / self.limit
        return x / torch.clamp(excess, min=1.0)
