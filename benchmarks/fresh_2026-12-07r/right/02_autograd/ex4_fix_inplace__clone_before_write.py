# Right: keeps all four in-place operations, but clones sigmoid's output before multiplying it by scale in place (the saved output is then never overwritten).
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        h = self.proj(x)
        h += 1.0
        g = torch.sigmoid(self.gate(x)).clone()
        g *= self.scale
        out = h * g
        out += x
        return torch.relu_(out)
