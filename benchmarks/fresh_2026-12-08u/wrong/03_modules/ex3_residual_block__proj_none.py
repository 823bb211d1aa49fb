# Mistake: "The skip path `proj` is `nn.Identity()` when `in_features == out_features` ... Use the attribute names `fc1`, `fc2` and `proj`": with equal sizes proj is None and forward adds x directly, so the block has no `proj` module (block.proj is None, not an nn.Identity, and it does not appear among the block's submodules).
class ResidualBlock(nn.Module):
    def __init__(self, in_features: int, out_features: int, hidden: int):
        super().__init__()
        self.fc1 = nn.Linear(in_features, hidden)
        self.fc2 = nn.Linear(hidden, out_features)
        self.proj = None if in_features == out_features else nn.Linear(in_features, out_features, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        skip = x if self.proj is None else self.proj(x)
        return skip + self.fc2(torch.relu(self.fc1(x)))
