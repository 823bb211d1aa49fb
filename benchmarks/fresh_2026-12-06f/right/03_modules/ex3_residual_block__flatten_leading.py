# Right: flattens the leading dimensions into one batch (reshape copies when the layout needs it, x itself untouched), computes the two paths out of place with torch.add, and restores x's leading dimensions (none, 0 or 1 included).
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
        lead = x.shape[:-1]
        flat = x.reshape(-1, x.shape[-1])
        y = torch.add(self.proj(flat), self.fc2(nn.functional.relu(self.fc1(flat))))
        return y.reshape(*lead, y.shape[-1])
