# Mistake: "Use the attribute names `fc1`, `fc2` and `proj`" — the layers live inside an nn.Sequential `body`, so their parameters are named body.0.weight, body.2.weight, ... and block.fc1 does not exist (loading fc1.weight fails).
class ResidualBlock(nn.Module):
    def __init__(self, in_features, out_features, hidden):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(in_features, hidden), nn.ReLU(), nn.Linear(hidden, out_features))
        self.proj = nn.Identity() if in_features == out_features else nn.Linear(in_features, out_features, bias=False)

    def forward(self, x):
        return self.proj(x) + self.body(x)
