# Mistake: "every other row passes through unchanged ... A row whose max-abs value equals `limit` exactly passes unchanged" — computes x / max(m, limit) * limit, which for rows under the limit is x / limit * limit: not bit-for-bit x (e.g. 0.1 / 3.0 * 3.0 != 0.1 in float32 for many values)
class RowClip(nn.Module):
    def __init__(self, limit):
        super().__init__()
        self.limit = limit

    def forward(self, x):
        m = x.abs().amax(dim=1, keepdim=True)
        return x / torch.clamp(m, min=self.limit) * self.limit
