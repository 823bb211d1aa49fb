# Right: keeps all four in-place operations and clones the sigmoid's output before scaling it in place, so the tensor sigmoid saved is never overwritten.
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        h = self.proj(x)
        h += 1.0                           # in place 1 (harmless)
        g = torch.sigmoid(self.gate(x)).clone()
        g *= self.scale                    # in place 2, now on a copy sigmoid did not save
        out = h * g
        out += x                           # in place 3 (harmless)
        return torch.relu_(out)            # in place 4 (harmless)
