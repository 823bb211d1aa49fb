# Mistake: "Write `ResidualBlock(in_features, out_features, hidden)`": the first two parameters are renamed d_in and d_out, so a caller writing ResidualBlock(in_features=4, out_features=3, hidden=2) gets a TypeError.
class ResidualBlock(nn.Module):
    def __init__(self, d_in: int, d_out: int, hidden: int):
        super().__init__()
        self.fc1 = nn.Linear(d_in, hidden)
        self.fc2 = nn.Linear(hidden, d_out)
        self.proj = nn.Identity() if d_in == d_out else nn.Linear(d_in, d_out, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.proj(x) + self.fc2(torch.relu(self.fc1(x)))
