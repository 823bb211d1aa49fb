# Mistake: "a row whose max-abs value `m` exceeds `limit` is multiplied by `limit / m`, every other row passes through unchanged": written as (x * limit) / max(m, limit), a row under the limit becomes (x * limit) / limit, which is not x again for every value when limit is not a power of two (e.g. limit = 0.7 changes some float32 entries by one unit in the last place).
class RowClip(nn.Module):
    def __init__(self, limit):
        super().__init__()
        self.limit = limit

    def forward(self, x):
        m = x.abs().amax(dim=1, keepdim=True)
        return x * self.limit / m.clamp(min=self.limit)
