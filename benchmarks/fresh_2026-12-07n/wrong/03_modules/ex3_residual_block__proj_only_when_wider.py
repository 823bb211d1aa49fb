# Mistake: "`nn.Identity()` when `in_features == out_features` ... and `nn.Linear(in_features, out_features, bias=False)` otherwise": a projection is made only when the block widens; when out_features < in_features the skip stays Identity, so for O = 1 the (N, I) skip silently broadcasts with the (N, 1) branch into (N, I), and for 1 < O < I it raises
class ResidualBlock(nn.Module):
    def __init__(self, in_features: int, out_features: int, hidden: int):
        super().__init__()
        self.fc1 = nn.Linear(in_features, hidden)
        self.fc2 = nn.Linear(hidden, out_features)
        if out_features > in_features:        # more features than the input has: project it up
            self.proj = nn.Linear(in_features, out_features, bias=False)
        else:
            self.proj = nn.Identity()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.proj(x) + self.fc2(F.relu(self.fc1(x)))
