# Mistake: "The output has the input's shape and dtype (float32 or float64 ...)... every other row passes through unchanged" — the limit is turned into torch.tensor(self.limit), a float32 0-d tensor; for float64 input the scale torch.tensor(0.7) / clamp(m, min=0.7) is 0.69999998/0.7, not 1, so rows under the limit are multiplied by 0.99999998 whenever the limit is not exactly representable in float32 (0.7, 1.1, 2.3, ...).
class RowClip(nn.Module):
    def __init__(self, limit):
        super().__init__()
        self.limit = limit

    def forward(self, x):
        limit = torch.tensor(self.limit)                  # a tensor constant, friendlier to torch.export
        m = x.abs().amax(dim=1, keepdim=True)
        return x * (limit / m.clamp(min=self.limit))
