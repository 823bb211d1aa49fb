# Mistake: "The output has the input's shape and dtype (float32 or float64 ...)" / "A row whose max-abs value equals `limit` exactly passes unchanged." — the limit becomes a float32 tensor (on the input's device), so for float64 inputs and a limit such as 0.7 that float32 cannot represent, a row whose max-abs is exactly 0.7 is rescaled by 0.69999998/0.7 and clipped rows are off by float32 rounding.
class RowClip(nn.Module):
    def __init__(self, limit):
        super().__init__()
        self.limit = limit

    def forward(self, x):
        limit = torch.tensor(self.limit, device=x.device)         # float32, on the right device
        m = x.abs().amax(dim=1, keepdim=True)
        return x * (limit / torch.maximum(m, limit))
