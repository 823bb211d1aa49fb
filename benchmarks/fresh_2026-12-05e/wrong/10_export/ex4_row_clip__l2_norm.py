# Mistake: "a row whose max-abs value `m` exceeds `limit` is multiplied by `limit / m`" — uses the row's Euclidean norm instead of its max-abs value; agrees only when F == 1 (or one non-zero per row)
class RowClip(nn.Module):
    def __init__(self, limit):
        super().__init__()
        self.limit = limit

    def forward(self, x):
        m = torch.linalg.vector_norm(x, dim=1, keepdim=True)
        return x * (self.limit / m.clamp(min=self.limit))
