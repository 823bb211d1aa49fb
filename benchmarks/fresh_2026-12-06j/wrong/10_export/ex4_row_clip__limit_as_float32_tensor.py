# Mistake: "The output has the input's ... dtype (float32 or float64)" and "A row whose max-abs value equals `limit` exactly passes unchanged, bit for bit": the limit is turned into a default-dtype (float32) tensor, so for float64 inputs the clamp and the division use a rounded limit (e.g. 0.7 -> 0.699999988): a float64 row at exactly 0.7 is rescaled, and clipped rows are scaled to the rounded limit.
class RowClip(nn.Module):
    def __init__(self, limit):
        super().__init__()
        self.limit = limit

    def forward(self, x):
        limit = torch.tensor(self.limit)                      # a tensor, so export sees no Python number
        m = x.abs().amax(dim=1, keepdim=True)
        return x * (limit / torch.maximum(m, limit))
