# Diagnosis: still-inplace
# Pitfall: rewrites the three harmless in-place operations and keeps the harmful one.
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        h = self.proj(x) + 1.0
        g = torch.sigmoid(self.gate(x))
        g.mul_(self.scale)
        out = h * g + x
        return torch.relu(out)
