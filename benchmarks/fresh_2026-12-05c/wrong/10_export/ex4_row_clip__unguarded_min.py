# Mistake: "finite everywhere (an all-zero row included: no NaN in its gradient either)" (Pitfalls: dividing by the row's maximum unguarded) — clamp(limit / m, max=1) is right in the forward, but an all-zero row computes limit / 0 = inf and its gradient is 0 * inf = NaN
class RowClip(nn.Module):
    def __init__(self, limit):
        super().__init__()
        self.limit = limit

    def forward(self, x):
        m = x.abs().amax(dim=1, keepdim=True)
        return x * torch.clamp(self.limit / m, max=1.0)
