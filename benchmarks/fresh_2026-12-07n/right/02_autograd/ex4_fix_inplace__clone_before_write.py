# Right: keeps all four in-place operations and clones the sigmoid's output before writing into it (the clone is what gets overwritten, not the saved tensor).
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        h = self.proj(x)
        h += 1.0
        g = torch.sigmoid(self.gate(x)).clone()
        g *= self.scale
        out = h * g
        out += x
        return torch.relu_(out)
