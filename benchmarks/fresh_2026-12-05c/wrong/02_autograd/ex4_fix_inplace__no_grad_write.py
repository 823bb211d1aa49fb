# Mistake: "the write under `torch.no_grad()` still bumps the version counter, so the error stays" — and the scale multiplication drops out of the graph
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        h = self.proj(x)
        h += 1.0
        g = torch.sigmoid(self.gate(x))
        with torch.no_grad():
            g *= self.scale
        out = h * g
        out += x
        return torch.relu_(out)
