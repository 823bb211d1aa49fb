# Mistake: "`nn.Linear(in_features, out_features, bias=False)` otherwise, as in ResNet's shortcut" — the projection keeps the default bias, an extra parameter `proj.bias` (a state_dict key the reference does not have, and a different output).
class ResidualBlock(nn.Module):
    def __init__(self, in_features, out_features, hidden):
        super().__init__()
        self.fc1 = nn.Linear(in_features, hidden)
        self.fc2 = nn.Linear(hidden, out_features)
        self.proj = nn.Identity() if in_features == out_features else nn.Linear(in_features, out_features)

    def forward(self, x):
        return self.proj(x) + self.fc2(torch.relu(self.fc1(x)))
