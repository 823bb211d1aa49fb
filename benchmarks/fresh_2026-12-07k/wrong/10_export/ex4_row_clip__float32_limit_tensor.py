# Mistake: "A row whose max-abs value equals limit exactly passes unchanged, bit for bit" (float64 inputs allowed): the limit is turned into a float32 tensor, so for a float64 input and a limit such as 0.7 the rounded limit (0.699999988...) is below the row's max 0.7 and the row is scaled by 0.99999998 (rows just above the rounded limit are rescaled too).
class RowClip(nn.Module):
    def __init__(self, limit):
        super().__init__()
        self.limit = limit

    def forward(self, x):
        limit = torch.tensor(self.limit)                       # a tensor, so export keeps it as a constant
        m = x.abs().amax(dim=1, keepdim=True)
        return x * (limit / torch.maximum(m, limit))
