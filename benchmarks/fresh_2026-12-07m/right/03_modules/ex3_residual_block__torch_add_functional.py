# Right: builds the layers before choosing the shortcut with an explicit if/else and uses torch.add with nn.functional.relu written out.
class ResidualBlock(nn.Module):
    def __init__(self, in_features: int, out_features: int, hidden: int):
        super().__init__()
        self.fc1 = nn.Linear(in_features, hidden)
        self.fc2 = nn.Linear(hidden, out_features)
        if in_features != out_features:
            self.proj = nn.Linear(in_features, out_features, bias=False)
        else:
            self.proj = nn.Identity()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        hidden = nn.functional.relu(self.fc1(x))
        return torch.add(self.proj(x), self.fc2(hidden))
