# Diagnosis: identity-expected
# Pitfall: a lambda on the skip path instead of nn.Identity(): not a module (fresh batch p).
class ResidualBlock(nn.Module):
    def __init__(self, in_features: int, out_features: int, hidden: int):
        super().__init__()
        self.fc1 = nn.Linear(in_features, hidden)
        self.fc2 = nn.Linear(hidden, out_features)
        if in_features == out_features:
            self.proj = lambda x: x                # no parameters, as asked
        else:
            self.proj = nn.Linear(in_features, out_features, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.proj(x) + self.fc2(torch.relu(self.fc1(x)))
