# Mistake: "The input may have any number of leading batch dimensions (none included; a batch of 0 or 1 keeps its dimension) ... the output keeps the input's leading dimensions": a single vector is lifted to a batch with atleast_2d and the result squeezed back with squeeze(), which also drops a batch of 1 ((1, I) gives (O,)) and an output size of 1 ((N, I) with O = 1 gives (N,)).
class ResidualBlock(nn.Module):
    def __init__(self, in_features: int, out_features: int, hidden: int):
        super().__init__()
        self.fc1 = nn.Linear(in_features, hidden)
        self.fc2 = nn.Linear(hidden, out_features)
        self.proj = nn.Identity() if in_features == out_features else nn.Linear(in_features, out_features, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        batch = torch.atleast_2d(x)
        out = self.proj(batch) + self.fc2(torch.relu(self.fc1(batch)))
        return out.squeeze()
