# Right: keeps all four in-place operations and clones the sigmoid's output before the write (the fix the prompt allows: "clone before writing").
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        h = self.proj(x)
        h += 1.0
        g = torch.sigmoid(self.gate(x)).clone()
        g *= self.scale
        out = h * g
        out += x
        return torch.relu_(out)
