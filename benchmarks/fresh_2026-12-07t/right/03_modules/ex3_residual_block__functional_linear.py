# Right: registers the same three modules but computes the branch with F.linear on their weights and the ReLU as the Tensor.relu method; the shortcut choice is made with in_features != out_features.
class ResidualBlock(nn.Module):
    def __init__(self, in_features: int, out_features: int, hidden: int):
        super().__init__()
        self.fc1 = nn.Linear(in_features, hidden)
        self.fc2 = nn.Linear(hidden, out_features)
        self.proj = (nn.Linear(in_features, out_features, bias=False)
                     if in_features != out_features else nn.Identity())

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        hidden = F.linear(x, self.fc1.weight, self.fc1.bias).relu()
        return torch.add(self.proj(x), F.linear(hidden, self.fc2.weight, self.fc2.bias))
