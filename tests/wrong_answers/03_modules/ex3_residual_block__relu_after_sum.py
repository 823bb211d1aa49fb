# Diagnosis: wrong-output
# Pitfall: applies the ReLU after the sum, as in a ResNet stage, instead of inside the branch only.
class ResidualBlock(nn.Module):
    def __init__(self, in_features: int, out_features: int, hidden: int):
        super().__init__()
        self.fc1 = nn.Linear(in_features, hidden)
        self.fc2 = nn.Linear(hidden, out_features)
        if in_features == out_features:
            self.proj = nn.Identity()
        else:
            self.proj = nn.Linear(in_features, out_features, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.relu(self.proj(x) + self.fc2(self.fc1(x)))
