# Mistake: "The input may have any number of leading batch dimensions (none included; a batch of 0 or 1 keeps its dimension)": flattens to 2-D and reshapes back with -1, which raises for 0 elements (N = 0 in (N, I), S = 0 in (B, S, I)).
class ResidualBlock(nn.Module):
    def __init__(self, in_features: int, out_features: int, hidden: int):
        super().__init__()
        self.fc1 = nn.Linear(in_features, hidden)
        self.fc2 = nn.Linear(hidden, out_features)
        self.proj = nn.Identity() if in_features == out_features else nn.Linear(in_features, out_features, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        lead = x.shape[:-1]
        flat = x.reshape(-1, x.shape[-1])
        out = self.proj(flat) + self.fc2(F.relu(self.fc1(flat)))
        return out.reshape(*lead, -1)
