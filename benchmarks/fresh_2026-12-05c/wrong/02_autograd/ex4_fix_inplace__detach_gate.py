# Mistake: "`.detach()` or `.data` on the overwritten tensor lets backward run, but the parameters behind it silently get no gradient" — detaches sigmoid's output, so the gate layer never learns
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        h = self.proj(x)
        h += 1.0
        g = torch.sigmoid(self.gate(x)).detach()
        g *= self.scale
        out = h * g
        out += x
        return torch.relu_(out)
