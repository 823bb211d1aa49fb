# Right: keeps all four in-place operations and clones the sigmoid output before scaling it in place, so the tensor sigmoid saved is never overwritten.
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        h = self.proj(x)
        h += 1.0
        g = torch.sigmoid(self.gate(x)).clone()
        g *= self.scale
        out = h * g
        out += x
        return torch.relu_(out)
