# Diagnosis: graph-cut
# Pitfall: silences the error by detaching the sigmoid; values right, the gate layer never learns.
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        h = self.proj(x)
        h += 1.0
        g = torch.sigmoid(self.gate(x)).detach()
        g *= self.scale
        out = h * g
        out += x
        return torch.relu_(out)
