# Mistake: "fc2 = nn.Linear(hidden, out_features)": fc2 maps back to in_features (a residual branch "returns to the input size"), so with in_features != out_features the branch has the wrong width: ResidualBlock(1, 3, 2) silently broadcasts (…, 1) against (…, 3), others raise
class ResidualBlock(nn.Module):
    def __init__(self, in_features: int, out_features: int, hidden: int):
        super().__init__()
        self.fc1 = nn.Linear(in_features, hidden)
        self.fc2 = nn.Linear(hidden, in_features)
        self.proj = (nn.Identity() if in_features == out_features
                     else nn.Linear(in_features, out_features, bias=False))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.proj(x) + self.fc2(torch.relu(self.fc1(x)))
