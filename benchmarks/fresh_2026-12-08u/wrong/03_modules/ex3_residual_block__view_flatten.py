# Mistake: "The input may have any number of leading batch dimensions ... and in any memory layout": the leading dimensions are flattened with x.view(-1, in_features), which raises for a transposed or column-major (N, I) or (B, S, I) input.
class ResidualBlock(nn.Module):
    def __init__(self, in_features: int, out_features: int, hidden: int):
        super().__init__()
        self.in_features, self.out_features = in_features, out_features
        self.fc1 = nn.Linear(in_features, hidden)
        self.fc2 = nn.Linear(hidden, out_features)
        self.proj = nn.Identity() if in_features == out_features else nn.Linear(in_features, out_features, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        flat = x.view(-1, self.in_features)
        out = self.proj(flat) + self.fc2(torch.relu(self.fc1(flat)))
        return out.view(*x.shape[:-1], self.out_features)
